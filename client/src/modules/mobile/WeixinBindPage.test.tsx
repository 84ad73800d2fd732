import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { WeixinBindPage } from './WeixinBindPage';

const config = (configured: boolean, smsEnabled = false) => ({
  data: {
    weixinBindConfig: {
      __typename: 'WeixinBindConfig',
      configured,
      authorizeUrl: configured ? '/api/mobile/weixin/authorize' : null,
      smsEnabled,
    },
  },
});

const page = (path: string, handlers: Parameters<typeof operationLink>[0]) =>
  renderRoutes([{ path: '/mobile/weixin-bind', element: <WeixinBindPage /> }], {
    link: operationLink(handlers).link,
    path,
  });

afterEach(() => vi.unstubAllGlobals());

describe('WeixinBindPage', () => {
  it('says when no messaging app is configured and offers the ordinary sign-in', async () => {
    page('/mobile/weixin-bind', { WeixinBindConfig: () => config(false) });
    expect(await screen.findByText('未配置微信公众号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '使用账号登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fmobile%2Finfo',
    );
  });

  it('starts the authorization with the tenant', async () => {
    page('/mobile/weixin-bind', { WeixinBindConfig: () => config(true) });
    expect((await screen.findByRole('link', { name: '微信授权' })).getAttribute('href')).toBe(
      '/api/mobile/weixin/authorize?tenantId=000000',
    );
  });

  it('back with a code: an unbound open id gets the form; the SMS way sends a code, then binds with it', async () => {
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    const answers: Record<string, unknown> = {
      callback: { success: true, data: { tokens: null, ticket: 'T1' } },
      'sms-code': { success: true, data: { smsKey: 'K1', phone: '138****8000' } },
      bind: { success: false, msg: '短信验证码错误或已失效' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        calls.push({ url, body: JSON.parse(init.body) as Record<string, unknown> });
        return new Response(JSON.stringify(answers[url.split('/').pop()!]));
      }),
    );
    page('/mobile/weixin-bind?code=C1&state=S1', { WeixinBindConfig: () => config(true, true) });
    const form = await screen.findByRole('form', { name: '验证身份' });
    expect(calls[0]).toEqual({ url: '/api/mobile/weixin/callback', body: { code: 'C1', state: 'S1' } });
    fireEvent.click(within(form).getByRole('radio', { name: '短信验证' }));
    fireEvent.change(within(form).getByLabelText(/账号/), { target: { value: 'wangwu' } });
    fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('验证码已发送至 138****8000')).toBeTruthy();
    expect(calls[1]).toEqual({ url: '/api/mobile/weixin/sms-code', body: { ticket: 'T1', account: 'wangwu' } });
    fireEvent.change(within(form).getByLabelText(/短信验证码/), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: '验证并绑定' }));
    expect(await within(form).findByText('短信验证码错误或已失效')).toBeTruthy();
    expect(calls[2]).toEqual({
      url: '/api/mobile/weixin/bind',
      body: { ticket: 'T1', smsKey: 'K1', smsCode: '123456' },
    });
  });
});
