import { describe, expect, it } from 'vitest';
import { baseName, bytes, showsInline, split } from './gallery';

const a = (name: string, contentType: string, url = `/artifacts/k/${name}?sig=x`, kind = 'file') => ({ name, kind, contentType, url });

describe('the artifact gallery', () => {
  it('draws only allowlisted images behind a link of this server', () => {
    expect(showsInline(a('shot.png', 'image/png'))).toBe(true);
    expect(showsInline(a('page.html', 'text/html; charset=utf-8'))).toBe(false);
    expect(showsInline(a('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(showsInline(a('s3.png', 'image/png', 'https://bucket.s3.example.com/k?X-Amz-Signature=1'))).toBe(false);
    expect(showsInline(a('proto.png', 'image/png', '//evil.example.com/x.png'))).toBe(false);
  });

  it('puts screenshots first among images and keeps other files apart', () => {
    const list = [a('b.png', 'image/png'), a('notes.txt', 'text/plain'), a('last.png', 'image/png', '/artifacts/s', 'screenshot')];
    const { images, files } = split(list);
    expect(images.map((x) => x.name)).toEqual(['last.png', 'b.png']);
    expect(files.map((x) => x.name)).toEqual(['notes.txt']);
  });

  it('reads sizes in binary units', () => {
    expect(bytes(812)).toBe('812 B');
    expect(bytes(4300)).toBe('4.2 KiB');
    expect(bytes(17 * 1024 * 1024)).toBe('17.0 MiB');
    expect(bytes(-1)).toBe('—');
  });

  it('saves a download under the name’s last element', () => {
    expect(baseName('out/deep/report.html')).toBe('report.html');
    expect(baseName('report.html')).toBe('report.html');
  });
});
