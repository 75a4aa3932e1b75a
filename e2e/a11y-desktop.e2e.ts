import { it } from "vitest";
import { checkRouteTable, describeRouteAccessibility } from "./a11y-suite";

it("every route of app/routes.ts has a URL to check or a reason to skip it", checkRouteTable);

describeRouteAccessibility("desktop");
