import { GraphQLError } from "graphql";
import { type ComplexityEstimator, createComplexityRule } from "graphql-query-complexity";

/**
 * What a query may cost (decision 0057): about four full license pages, or five majors with their
 * licenses and those licenses' related licenses. A page of 50 licenses with five fields costs 301.
 */
export const MAX_COST = 2_000;

/**
 * The longest each unpaged list can be: the resolvers cut the list there, so the estimate is an
 * upper bound. Related licenses are ranked top 10 (`licenses/relations.server.ts`).
 */
export const LIST_MAX_LENGTH = {
  "License.schedules": 20,
  "License.statistics": 20,
  "License.relatedLicenses": 10,
  "ExamRound.phases": 10,
} as const satisfies Record<string, number>;

/** Arguments that say how many items a list field returns (its default comes from the schema). */
const LENGTH_ARGUMENTS = ["pageSize", "first"] as const;

/**
 * Every field returned costs 1; a list multiplies the cost of its selection by its length: the
 * `pageSize` of a paged field, the `first` of `Major.licenses`, or its declared maximum above.
 */
export const listAwareEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const declared = LIST_MAX_LENGTH[`${type.name}.${field.name}` as keyof typeof LIST_MAX_LENGTH];
  const requested = LENGTH_ARGUMENTS.map((name) => args[name]).find((v): v is number => typeof v === "number");
  // Out-of-range lengths are refused by the resolvers; counted at face value they are refused here first.
  const length = Math.max(1, requested ?? declared ?? 1);
  return 1 + length * childComplexity;
};

/** The validation rule: a query over the limit is refused before it runs, as a 400 with the reason. */
export function costRule(variables: Record<string, unknown> | null | undefined) {
  return createComplexityRule({
    maximumComplexity: MAX_COST,
    variables: variables ?? {},
    estimators: [listAwareEstimator],
    createError: (max, actual) =>
      new GraphQLError(
        `쿼리가 너무 큽니다. 목록 크기를 곱한 예상 비용이 ${actual}로, 한도 ${max}를 넘습니다. pageSize를 줄이거나 나눠 요청하세요.`,
      ),
  });
}
