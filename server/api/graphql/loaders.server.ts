import DataLoader from "dataloader";
import { GraphQLError } from "graphql";
import type { LicensePage, MajorPage } from "../../modules/catalogue/service.server";
import type { Services } from "../../services.server";

/** How long one GraphQL request may read; past it, it reads no more and is answered 400. */
export const TIME_BUDGET_MS = 2_000;
export const TIME_BUDGET_MESSAGE = `쿼리가 처리 시간 한도(${TIME_BUDGET_MS / 1000}초)를 넘었습니다. 더 작은 쿼리로 나눠 요청하세요.`;

export interface TimeBudget {
  /** Throws once the budget is spent, so a running query starts no further reads. */
  check(): void;
  /** Marks the budget spent (the router's timer fired). */
  expire(): void;
  readonly exceeded: boolean;
}

export function timeBudget(ms: number, now: () => number = performance.now.bind(performance)): TimeBudget {
  const deadline = now() + ms;
  let spent = false;
  return {
    check() {
      if (spent || now() > deadline) {
        spent = true;
        throw new GraphQLError(TIME_BUDGET_MESSAGE, { extensions: { code: "TIME_BUDGET_EXCEEDED" } });
      }
    },
    expire() {
      spent = true;
    },
    get exceeded() {
      return spent;
    },
  };
}

/** Ids per statement: a level of a query within the cost limit stays well below it. */
const MAX_BATCH = 500;

/**
 * Per-request loaders over the catalogue read model (decision 0043): each level of a query is one
 * statement per part it asks for (license facts, rounds, statistics, relations; major pages), however
 * many objects the level has. Each read first checks the request's time budget.
 */
export function createLoaders(services: Services, budget: TimeBudget) {
  const { catalogue } = services;
  const licensePart = <K extends keyof LicensePage>(part: K) =>
    new DataLoader<string, LicensePage[K] | null>(
      async (ids) => {
        budget.check();
        const found = await catalogue.licensePageParts(part, ids);
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    );
  return {
    license: licensePart("license"),
    rounds: licensePart("rounds"),
    statistics: licensePart("stats"),
    relations: licensePart("relations"),
    major: new DataLoader<number, MajorPage | null>(
      async (ids) => {
        budget.check();
        const found = await catalogue.majorPages(ids);
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
/** A type alias, not an interface: graphql-http wants a record type for its context. */
export type GraphqlContext = {
  loaders: Loaders;
  budget: TimeBudget;
};
