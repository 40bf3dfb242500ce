import type { ExecutionContext } from '@nestjs/common';
import { DomainException } from '../core/errors/domain.exception';
import { LoopbackOnlyGuard } from './loopback-only.guard';

function contextOf(peer: string, ip: string, headers: Record<string, string> = {}): ExecutionContext {
  const request = { socket: { remoteAddress: peer }, ip, headers };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

describe('LoopbackOnlyGuard', () => {
  const sut = new LoopbackOnlyGuard();

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
  ])('lets a browser on this machine in (%s)', (peer, ip) => {
    expect(sut.canActivate(contextOf(peer, ip))).toBe(true);
  });

  it.each([
    ['a peer on the network', '192.168.1.20', '192.168.1.20', {}],
    ['a public peer', '203.0.113.5', '203.0.113.5', {}],
    ['a client named by a trusted proxy', '127.0.0.1', '203.0.113.5', {}],
    ['a request relayed by a local proxy', '127.0.0.1', '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ['a request with a Forwarded header', '127.0.0.1', '127.0.0.1', { forwarded: 'for=203.0.113.5' }],
  ])('answers 404 to %s', (_case, peer, ip, headers) => {
    expect(() => sut.canActivate(contextOf(peer, ip, headers))).toThrow(DomainException);
  });
});
