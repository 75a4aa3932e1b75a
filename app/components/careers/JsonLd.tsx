import { useRootData } from "../../lib/root-data";

/** A JSON-LD script carrying the CSP nonce from the root loader. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useRootData()?.cspNonce;
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** schema.org Occupation for a job page. */
export function occupationJsonLd(job: {
  name: string;
  description?: string | null;
  url: string;
  code?: string | null;
  alternateNames?: string[];
  qualifications?: string[];
}): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Occupation",
    name: job.name,
    url: job.url,
  };
  if (job.description) data.description = job.description;
  if (job.code) data.occupationalCategory = job.code;
  if (job.alternateNames && job.alternateNames.length > 0) data.alternateName = job.alternateNames;
  if (job.qualifications && job.qualifications.length > 0) data.qualifications = job.qualifications.join(", ");
  return data;
}
