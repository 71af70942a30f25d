import { data } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPanel />;
}
