import { describe, expect, it } from 'vitest';
import { serviceOf } from './audit.service.js';

describe('serviceOf', () => {
  it('names the part of the API a request went to', () => {
    expect(serviceOf('/graphql')).toBe('graphql');
    expect(serviceOf('/api/blade-system/post/submit')).toBe('blade-system');
    expect(serviceOf('/api/blade-log/api/list')).toBe('blade-log');
    expect(serviceOf('/api')).toBe('api');
    expect(serviceOf('')).toBe('api');
  });
});
