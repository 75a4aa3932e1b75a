export function loader() {
  return { greeting: "안녕하세요" };
}

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return <h1>{loaderData.greeting}</h1>;
}
