import { describeRouteAccessibility } from "./a11y-suite";

describeRouteAccessibility("mobile");
