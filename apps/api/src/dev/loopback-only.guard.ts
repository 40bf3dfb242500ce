import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainException } from '../core/errors/domain.exception';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/**
 * Only a browser on this machine may see the development mailbox (it shows reset links): the TCP
 * peer and the client address (after TRUST_PROXY) must both be loopback, and a request relayed by a proxy
 * (X-Forwarded-For or Forwarded present) is refused even when the proxy runs on this machine.
 * Anyone else hears that the page does not exist.
 */
@Injectable()
export class LoopbackOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!relayed && isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip)) return true;
    throw new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'Not found.');
  }
}
