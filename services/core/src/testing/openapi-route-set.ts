import type Router from '@koa/router';

/** `METHOD /path/{param}` of every route the routers answer (HEAD, which Koa adds to each GET, left out). */
export function routerOperations(routers: readonly Router[]): string[] {
  const operations = routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
  return [...new Set(operations)].sort();
}

/** `METHOD /path/{param}` of every operation an OpenAPI document describes. */
export function documentOperations(document: { paths: Record<string, object> }): string[] {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}
