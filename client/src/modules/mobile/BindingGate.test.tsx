import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { BindingGate, inWeixin } from './BindingGate';

const WECHAT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.49';

function server(configured: boolean, bound: boolean) {
  return operationLink({
    WeixinBindConfig: () => ({
      data: {
        weixinBindConfig: {
          __typename: 'WeixinBindConfig',
          configured,
          authorizeUrl: configured ? '/api/mobile/weixin/authorize' : null,
          smsEnabled: false,
        },
      },
    }),
    MyWeixinBinding: () => ({
      data: {
        myWeixinBinding: bound
          ? {
              __typename: 'WeixinBindingView',
              id: 'b1',
              openId: 'oAbc****wxyz',
              createTime: '2026-11-27T01:00:00.000Z',
            }
          : null,
      },
    }),
  });
}

const render = (configured: boolean, bound: boolean) => {
  signInForTest();
  const ops = server(configured, bound);
  renderRoutes(
    [
      {
        path: '/mobile/meeting-list',
        element: (
          <BindingGate>
            <p>会议列表内容</p>
          </BindingGate>
        ),
      },
    ],
    { link: ops.link, path: '/mobile/meeting-list' },
  );
  return ops;
};

afterEach(() => vi.unstubAllGlobals());

describe('BindingGate (meeting-list and meeting-detail need the mobile binding)', () => {
  it('knows the WeChat browser by its user agent', () => {
    expect(inWeixin(WECHAT)).toBe(true);
    expect(inWeixin('Mozilla/5.0 (iPhone) Mobile Safari/604.1')).toBe(false);
  });

  it('inside WeChat, asks a user without a binding to bind, with a way to do it', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT });
    render(true, false);
    expect(await screen.findByText('请先绑定微信')).toBeTruthy();
    expect(screen.getByRole('link', { name: '绑定微信' }).getAttribute('href')).toBe('/mobile/weixin-bind');
    expect(screen.queryByText('会议列表内容')).toBeNull();
  });

  it('inside WeChat, lets a bound user through', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT });
    render(true, true);
    expect(await screen.findByText('会议列表内容')).toBeTruthy();
  });

  it('outside WeChat, the ordinary sign-in is enough: nothing is asked', async () => {
    const ops = render(true, false);
    expect(await screen.findByText('会议列表内容')).toBeTruthy();
    expect(ops.named('WeixinBindConfig')).toEqual([]);
  });

  it('inside WeChat without a messaging app configured, the page shows', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT });
    const ops = render(false, false);
    expect(await screen.findByText('会议列表内容')).toBeTruthy();
    expect(ops.named('MyWeixinBinding')).toEqual([]);
  });
});
