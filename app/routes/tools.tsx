export default function Tools() {
  return <h1 className="text-2xl font-bold">Aviation Tools</h1>;
}
