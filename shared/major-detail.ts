export interface RelationSubjectItem {
  subjectName: string;
  subjectDescription: string;
}

export const CAREERNET_SOURCE = "출처: 커리어넷";

/**
 * The spec's realtionSubject list: the subject groups, then one final item naming the source.
 * Groups without text are left out; with no subjects at all the list is empty (no lone source).
 */
export function buildRelationSubjects(
  groups: ReadonlyArray<{ name: string; subjects: string | null }>,
  source: string = CAREERNET_SOURCE,
): RelationSubjectItem[] {
  const items = groups
    .map((g) => ({ subjectName: g.name, subjectDescription: (g.subjects ?? "").replace(/\s+/g, " ").trim() }))
    .filter((g) => g.subjectDescription.length > 0);
  return items.length > 0 ? [...items, { subjectName: "출처", subjectDescription: source }] : [];
}

/** Reads a realtionSubject list back: last item = source, the rest = subjects. */
export function splitRelationSubjects(items: readonly RelationSubjectItem[]): {
  subjects: RelationSubjectItem[];
  source: string | null;
} {
  if (items.length === 0) return { subjects: [], source: null };
  const last = items[items.length - 1] as RelationSubjectItem;
  return { subjects: items.slice(0, -1), source: last.subjectDescription };
}

/** "유아교육론, 멀티미디어와 아동 , …" → trimmed subject names. */
export const subjectList = (text: string | null) =>
  (text ?? "")
    .split(",")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);
