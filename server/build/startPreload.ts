/** The part of a Rollup/Rolldown output chunk the plugin reads. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Vite plugin: index.html names the chunks of the route table and the login page (`sources`, paths below app/) and the
 * chunks they import as `modulepreload`, so the browser fetches them while the entry script loads the documents, instead
 * of one after the other once the documents are there. The browser evaluates them only when the entry imports them.
 */
export function startPreloadPlugin(sources: string[]) {
  return {
    name: 'disponent-start-preload',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(html: string, ctx: { bundle?: Record<string, { type: string }> }) {
        const bundle = (ctx.bundle ?? {}) as Record<string, OutputChunk | { type: 'asset' }>;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const files = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((f) => visit(bundle[f] as OutputChunk | undefined));
        };
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/app/${source}`));
          if (!chunk) throw new Error(`Kein Chunk für app/${source}: startPreloadPlugin anpassen`);
          visit(chunk);
        }
        const tags = [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/disponent-online/${f}` },
          }));
        return { html, tags: tags.map((t) => ({ ...t, injectTo: 'head' as const })) };
      },
    },
  };
}
