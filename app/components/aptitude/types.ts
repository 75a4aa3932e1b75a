import type { AptitudeService } from "../../../server/modules/aptitude/service.server";

export type ResultPage = NonNullable<Awaited<ReturnType<AptitudeService["resultPage"]>>>;
export type ProfileResultPage = ResultPage & { view: NonNullable<ResultPage["view"]> };
