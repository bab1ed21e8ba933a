// The run page's artifact gallery: which files show as images and how sizes read.

/** The content types the server serves inline (artifacts.Inline): only these are shown as images. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface GalleryItem {
  name: string;
  kind: string;
  contentType: string;
  url: string;
}

/**
 * showsInline reports whether an artifact is drawn as an <img>: an image type the server serves
 * inline, behind a link of this server's own (a path). A store's presigned link is another origin,
 * which the page's CSP (img-src 'self') does not load: it is offered as a link instead.
 */
export function showsInline(a: GalleryItem): boolean {
  return INLINE.has(a.contentType) && a.url.startsWith('/') && !a.url.startsWith('//');
}

/** split puts the images first (screenshots before other images, in collection order) and the rest after. */
export function split<T extends GalleryItem>(list: readonly T[]): { images: T[]; files: T[] } {
  const images = list.filter(showsInline);
  const files = list.filter((a) => !showsInline(a));
  images.sort((a, b) => Number(b.kind === 'screenshot') - Number(a.kind === 'screenshot'));
  return { images, files };
}

/** bytes renders a size as "812 B", "4.2 KiB", "17.0 MiB". */
export function bytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '—';
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}

/** baseName is the last element of an artifact's name: the file name a download is saved under. */
export function baseName(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? name : name.slice(i + 1);
}
