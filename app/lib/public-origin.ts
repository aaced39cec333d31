/** The site's public origin: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(request: Request, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : new URL(request.url).origin;
}
