/** Human-readable attributions for the datasets behind license facts and statistics. */

const SOURCE_LABELS: Record<string, string> = {
  qnet_statsvc_pass_by_item_2021_2025: "한국산업인력공단 Q-Net 국가기술자격 통계",
  kosis_qualification_pass_stats_2019_2023: "KOSIS 국가기술자격 검정 통계(한국산업인력공단)",
  // Not Q-Net's: CertWeb gathered these figures from the bodies' own notices and disclosures and
  // names no source per item (SOURCES.md), so that is what the label says.
  certweb_data_cert1: "CertWeb 수집 자료(시행기관 공고·공시를 모은 2022–2024년 표, 종목별 원출처 미표기)",
  qnet_national_qualification_list: "한국산업인력공단 Q-Net",
};

/** Order in which pass-statistics sources are trusted when several cover the same year and stage. */
export const PASS_SOURCE_PREFERENCE = [
  "qnet_statsvc_pass_by_item_2021_2025",
  "kosis_qualification_pass_stats_2019_2023",
  "certweb_data_cert1",
];

export function sourceLabel(source: string): string {
  const parts = source.split("+").map((s) => SOURCE_LABELS[s] ?? s);
  return [...new Set(parts)].join(", ");
}

/** "출처: 한국산업인력공단 Q-Net" for license facts from the Q-Net list; CertWeb-only licenses credit CertWeb. */
export function licenseSourceLabel(source: string): string {
  return source.startsWith("qnet_national_qualification_list") ? "출처: 한국산업인력공단 Q-Net" : `출처: ${sourceLabel(source)}`;
}
