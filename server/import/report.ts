/** Collects rejected rows (malformed input) and skipped rows (valid but not importable). */
export interface Rejection {
  file: string;
  line: number;
  reason: string;
}

interface SkipGroup {
  dataset: string;
  reason: string;
  count: number;
  examples: string[];
}

export interface DatasetReport {
  dataset: string;
  accepted: number;
  rejected: number;
  ms: number;
}

export class ImportReport {
  readonly rejections: Rejection[] = [];
  readonly skips = new Map<string, SkipGroup>();
  readonly datasets: DatasetReport[] = [];

  reject(file: string, line: number, reason: string): void {
    this.rejections.push({ file, line, reason });
  }

  skip(dataset: string, reason: string, example: string, count = 1): void {
    const key = `${dataset}\u0000${reason}`;
    const group = this.skips.get(key) ?? { dataset, reason, count: 0, examples: [] };
    group.count += count;
    if (group.examples.length < 3) group.examples.push(example);
    this.skips.set(key, group);
  }

  format(counts: Record<string, number>): string {
    const lines: string[] = [];
    const width = Math.max(...Object.keys(counts).map((t) => t.length));
    lines.push("Rows per table:");
    for (const [table, n] of Object.entries(counts)) lines.push(`  ${table.padEnd(width)}  ${String(n).padStart(7)}`);
    lines.push("Datasets:");
    for (const d of this.datasets) {
      lines.push(`  ${d.dataset.padEnd(16)} accepted ${String(d.accepted).padStart(6)}  rejected ${d.rejected}  ${d.ms} ms`);
    }
    if (this.skips.size > 0) {
      lines.push("Skipped (valid rows that could not be linked or are aggregates):");
      for (const s of this.skips.values()) {
        lines.push(`  [${s.dataset}] ${s.count} × ${s.reason} — e.g. ${s.examples.join("; ")}`);
      }
    }
    lines.push(`Rejected rows: ${this.rejections.length}`);
    for (const r of this.rejections.slice(0, 50)) lines.push(`  ${r.file}:${r.line} ${r.reason}`);
    if (this.rejections.length > 50) lines.push(`  … ${this.rejections.length - 50} more`);
    return lines.join("\n");
  }
}
