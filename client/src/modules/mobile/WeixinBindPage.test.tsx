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

  it('the password way asks for the captcha when the sign-in does, and sends it with the next attempt', async () => {
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    let binds = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init: { body: string }) => {
        const url = String(input instanceof Request ? input.url : input);
        const body = JSON.parse(init.body) as Record<string, unknown>;
        calls.push({ url, body });
        if (url.endsWith('/callback'))
          return new Response(JSON.stringify({ success: true, data: { tokens: null, ticket: 'T2' } }));
        binds += 1;
        return new Response(
          JSON.stringify({
            success: false,
            msg: binds === 1 ? '登录失败次数过多，请输入验证码' : '验证码错误或已过期，请重新获取',
          }),
          { headers: { 'x-error-code': 'CAPTCHA_REQUIRED' } },
        );
      }),
    );
    page('/mobile/weixin-bind?code=C2&state=S2', {
      WeixinBindConfig: () => config(true),
      Captcha: () => ({
        data: { captcha: { __typename: 'Captcha', key: 'CK1', image: 'data:image/png;base64,AA==' } },
      }),
    });
    const form = await screen.findByRole('form', { name: '验证身份' });
    fireEvent.change(within(form).getByLabelText(/账号/), { target: { value: 'wangwu' } });
    fireEvent.change(within(form).getByLabelText(/密码/), { target: { value: 'wrong-password' } });
    fireEvent.click(within(form).getByRole('button', { name: '验证并绑定' }));
    expect(await within(form).findByText('登录失败次数过多，请输入验证码')).toBeTruthy();
    const code = await within(form).findByLabelText(/^验证码/);
    // Sent without the code: refused in the form, nothing posted.
    fireEvent.click(within(form).getByRole('button', { name: '验证并绑定' }));
    expect(await within(form).findByText('请输入验证码')).toBeTruthy();
    expect(binds).toBe(1);
    fireEvent.change(code, { target: { value: 'ab12' } });
    fireEvent.click(within(form).getByRole('button', { name: '验证并绑定' }));
    expect(await within(form).findByText('验证码错误或已过期，请重新获取')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      url: '/api/mobile/weixin/bind',
      body: { ticket: 'T2', account: 'wangwu', password: 'wrong-password', captchaKey: 'CK1', captchaCode: 'ab12' },
    });
  });
});
