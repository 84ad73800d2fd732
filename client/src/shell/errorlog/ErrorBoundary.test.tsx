import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { readErrorLog, resetErrorLogForTests } from './store';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render boom');
  return <p>正常内容</p>;
}

function Page() {
  const [key] = useState(0);
  return (
    <ErrorBoundary resetKey={key}>
      <Fragile />
    </ErrorBoundary>
  );
}

beforeEach(() => {
  resetErrorLogForTests();
  broken = true;
  // React reports caught render errors on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ErrorBoundary', () => {
  it('shows a friendly fallback, records the render error with its component stack, and can try again', async () => {
    renderWithApp(<Page />, { link: operationLink({}).link });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面出错了');
    expect(alert.textContent).toContain('render boom');

    const entries = readErrorLog();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'render', message: 'render boom' });
    expect(entries[0]?.stack).toContain('Component stack:');
    expect(entries[0]?.stack).toContain('Fragile');

    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('正常内容')).toBeTruthy();
    expect(readErrorLog()).toHaveLength(1);
  });
});
