export type Json = Record<string, unknown>;

/**
 * JSON paths of the properties in a JSON Schema that carry no description: one given on the
 * property itself, or on the `$defs` entry a bare `$ref` property points to.
 */
export function undescribed(schema: Json): string[] {
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  const missing: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, n] of node.entries()) walk(n, `${path}[${i}]`);
      return;
    }
    const obj = node as Json;
    for (const [key, prop] of Object.entries((obj.properties ?? {}) as Record<string, Json>)) {
      const ref = typeof prop.$ref === 'string' ? defs[prop.$ref.replace('#/$defs/', '')] : undefined;
      if (typeof (prop.description ?? ref?.description) !== 'string')
        missing.push(`${path}.properties.${key}`);
    }
    for (const [key, value] of Object.entries(obj)) walk(value, `${path}.${key}`);
  };
  walk(schema, '$');
  for (const [name, def] of Object.entries(defs))
    if (typeof def.description !== 'string') missing.push(`$.$defs.${name}`);
  return missing;
}
