import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A major name as a join key: trimmed, with its middle dots made one. CareerNet's job → 학과 links
 * write "의류ㆍ의상학과" (U+318D) where the major list writes "의류ᆞ의상학과" (U+119E) (SOURCES.md).
 */
export const majorNameKey = (column: AnyPgColumn | SQL): SQL => sql`translate(trim(${column}), 'ㆍ·', 'ᆞᆞ')`;
