/** The smallest SSR page, kept as the bench's baseline for server rendering cost. */
export function meta() {
  return [{ title: "bench" }, { name: "robots", content: "noindex" }];
}

export default function BenchMinimal() {
  return <p>ok</p>;
}
