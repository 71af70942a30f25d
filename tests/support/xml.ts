/**
 * A small, strict XML 1.0 reader for tests (no XML package is installed): it
 * throws on anything not well-formed — unbalanced or crossed tags, unquoted or
 * repeated attributes, a raw '<' or a bare '&' in text, unknown entities, text
 * outside the root — and resolves namespaces (default and prefixed).
 */
export interface XmlElement {
  name: string;
  localName: string;
  namespace: string | null;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The decoded text directly inside this element. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (raw.includes("<")) throw new Error(`Raw '<' in ${where}`);
  return raw.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`Bare '&' in ${where}`);
    if (name in ENTITIES) return ENTITIES[name];
    const num = /^#(x[0-9a-fA-F]+|[0-9]+)$/.exec(name);
    if (num) return String.fromCodePoint(num[1].startsWith("x") ? parseInt(num[1].slice(1), 16) : Number(num[1]));
    throw new Error(`Unknown entity &${name}; in ${where}`);
  });
}

export function parseXml(xml: string): XmlElement {
  let text = xml.replace(/^\uFEFF/, "");
  const decl = /^<\?xml\s[^?]*\?>/.exec(text);
  if (decl) text = text.slice(decl[0].length);
  const stack: { el: XmlElement; ns: Record<string, string> }[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    const chunk = text.slice(i, lt < 0 ? text.length : lt);
    if (chunk.trim()) {
      if (!stack.length) throw new Error(`Text outside the root: ${chunk.trim().slice(0, 20)}`);
      stack[stack.length - 1].el.text += decode(chunk, stack[stack.length - 1].el.name);
    } else if (chunk && stack.length) stack[stack.length - 1].el.text += chunk;
    if (lt < 0) break;
    if (text.startsWith("<!--", lt)) {
      const end = text.indexOf("-->", lt);
      if (end < 0) throw new Error("Unclosed comment");
      i = end + 3;
      continue;
    }
    const gt = text.indexOf(">", lt);
    if (gt < 0) throw new Error("Unclosed tag");
    const tag = text.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.el.name !== name) throw new Error(`Closing </${name}> does not match <${open?.el.name}>`);
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([A-Za-z_][\w.:-]*)/.exec(body);
    if (!nameMatch) throw new Error(`Bad tag <${tag}>`);
    const name = nameMatch[1];
    const attributes: Record<string, string> = {};
    let rest = body.slice(name.length);
    const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/;
    for (let m = attr.exec(rest); m; m = attr.exec(rest)) {
      if (m[1] in attributes) throw new Error(`Repeated attribute ${m[1]}`);
      attributes[m[1]] = decode(m[3] ?? m[4], `attribute ${m[1]}`);
      rest = rest.slice(m[0].length);
    }
    if (rest.trim()) throw new Error(`Bad attributes in <${name}>: ${rest.trim().slice(0, 30)}`);
    const ns = { ...(stack.at(-1)?.ns ?? {}) };
    for (const [k, v] of Object.entries(attributes)) {
      if (k === "xmlns") ns[""] = v;
      else if (k.startsWith("xmlns:")) ns[k.slice(6)] = v;
    }
    const [prefix, local] = name.includes(":") ? name.split(":") : ["", name];
    if (prefix && !(prefix in ns)) throw new Error(`Undeclared prefix ${prefix}`);
    const el: XmlElement = {
      name,
      localName: local,
      namespace: ns[prefix] ?? null,
      attributes,
      children: [],
      text: "",
    };
    if (stack.length) stack[stack.length - 1].el.children.push(el);
    else if (root) throw new Error("Two root elements");
    else root = el;
    if (!selfClosing) stack.push({ el, ns });
  }
  if (stack.length) throw new Error(`Unclosed <${stack[stack.length - 1].el.name}>`);
  if (!root) throw new Error("No root element");
  return root;
}

/** Every descendant element with this local name, in document order. */
export function findAll(el: XmlElement, localName: string): XmlElement[] {
  return el.children.flatMap((c) => [...(c.localName === localName ? [c] : []), ...findAll(c, localName)]);
}
