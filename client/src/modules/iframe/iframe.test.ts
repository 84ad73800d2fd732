import { describe, expect, it } from 'vitest';
import { iframeSandbox, iframeSource } from './iframe';

describe('embedded pages (/myiframe)', () => {
  it('takes the address from the src query, else from the route parameter', () => {
    expect(iframeSource('urlPath', '?src=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&name=x')?.href).toBe(
      'https://example.com/a?b=1',
    );
    expect(iframeSource('http%3A%2F%2Fexample.com%2Fdocs', '')?.href).toBe('http://example.com/docs');
  });

  it('embeds only http(s) addresses', () => {
    expect(iframeSource('urlPath', '?src=javascript%3Aalert(1)')).toBeNull();
    expect(iframeSource('urlPath', '?src=data%3Atext%2Fhtml%2Chi')).toBeNull();
    expect(iframeSource('urlPath', '?src=%2Fwel%2Findex')).toBeNull();
    expect(iframeSource('urlPath', '')).toBeNull();
    expect(iframeSource(undefined, '')).toBeNull();
  });

  it('sandboxes the page; a page of our own origin gets no same-origin access', () => {
    expect(iframeSandbox(new URL('https://example.com/'), 'http://localhost:3000')).toContain('allow-same-origin');
    const own = iframeSandbox(new URL('http://localhost:3000/x'), 'http://localhost:3000');
    expect(own).toContain('allow-scripts');
    expect(own).not.toContain('allow-same-origin');
  });
});
