import { Writable } from "node:stream";

import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { SiteStylesProvider } from "./lib/site-styles";
import { paintFirst } from "./lib/paint-first.server";
// The compiled stylesheet as text, inlined into every page (see app/lib/site-styles.tsx).
import siteCss from "./app.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // No nonce: the server allows every page's inline scripts by their hashes (security-headers.server.ts),
  // so a page is the same for everyone and can be kept whole.

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // An error thrown while rendering the page's content. The content sits in Suspense boundaries
    // (hydrate-later.tsx), where React would only send the boundary empty; rejecting instead lets
    // React Router log it and render the error page, as it does for an error in the shell.
    let contentError: unknown;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesProvider css={siteCss}>
        <ServerRouter context={routerContext} url={request.url} />
      </SiteStylesProvider>,
      {
        // Never split a finished Suspense boundary out of the page (React does so for big ones,
        // revealing them later with an inline script): every page is sent whole, and its content
        // sits in Suspense boundaries that only exist to hydrate in steps (hydrate-later.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every page waits for all its content, in production, development and the tests alike: our
        // pages have no slow parts to stream, the build rewrites the finished page to paint before
        // any JavaScript loads (app/lib/paint-first.server.ts), and its inline scripts all close it,
        // where its policy allows them by hash (a streamed page has React's in the middle).
        onAllReady() {
          if (contentError !== undefined) {
            reject(contentError);
            return;
          }
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks).toString("utf8");
              // Only the production build is rewritten: the dev server's bootstrap also loads the HMR runtime.
              resolve(new Response(import.meta.env.PROD ? paintFirst(html) : html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) contentError ??= error;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
