import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { parseVpnDns, parseVpnSubnet, rangesOverlap } from '@shop/contracts';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma } from '../../generated/prisma/client';
import type { CreateVpnLocationDto, UpdateVpnLocationDto, VpnLocationFieldsDto } from './vpn-locations.dto';
import type { AdminVpnLocationResponse } from './vpn-locations.responses';

const LOCATION_SELECT = {
  id: true,
  code: true,
  country: true,
  city: true,
  endpoint: true,
  publicKey: true,
  subnet: true,
  dns: true,
  active: true,
  sortOrder: true,
  updatedAt: true,
  _count: { select: { peers: true } },
} satisfies Prisma.VpnLocationSelect;

type LocationRow = Prisma.VpnLocationGetPayload<{ select: typeof LOCATION_SELECT }>;

/** The stored endpoint `host:port` split again (a host is a name or an IPv4 address: no colon of its own). */
function splitEndpoint(endpoint: string): { host: string; port: number } {
  const colon = endpoint.lastIndexOf(':');
  return colon < 0
    ? { host: endpoint, port: 0 }
    : { host: endpoint.slice(0, colon), port: Number(endpoint.slice(colon + 1)) };
}

function toAdminLocation(row: LocationRow): AdminVpnLocationResponse {
  return {
    id: row.id,
    code: row.code,
    country: row.country,
    city: row.city,
    ...splitEndpoint(row.endpoint),
    publicKey: row.publicKey,
    subnet: row.subnet,
    dns: row.dns,
    active: row.active,
    sortOrder: row.sortOrder,
    peers: row._count.peers,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a location as the form gives them (the endpoint joined again). */
const columnsOf = (fields: VpnLocationFieldsDto) => ({
  country: fields.country,
  city: fields.city,
  endpoint: `${fields.host}:${fields.port}`,
  publicKey: fields.publicKey,
  subnet: fields.subnet,
  // The DTO checked it; written one way, `1.1.1.1, 1.0.0.1`, as the config's DNS line takes it.
  dns: (parseVpnDns(fields.dns) ?? [fields.dns]).join(', '),
  active: fields.active,
  sortOrder: fields.sortOrder,
});

/** What the audit log keeps of a location: its fields, without the peer count. */
const stateOf = (location: AdminVpnLocationResponse): AuditState => {
  const { peers: _peers, updatedAt: _updatedAt, ...state } = location;
  return state;
};

const notFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'VPN_LOCATION_NOT_FOUND', 'This VPN location does not exist.');

/**
 * The back office's VPN locations. New passes get a peer on the active ones only
 * (VpnPassService.create and extend); a location switched off keeps its peers, whose configs still
 * download until their passes end. Subnets never overlap, and a location's subnet stays while it has peers.
 */
@Injectable()
export class AdminVpnLocationsService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<AdminVpnLocationResponse[]> {
    const rows = await this.txHost.tx.vpnLocation.findMany({
      select: LOCATION_SELECT,
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    });
    return rows.map(toAdminLocation);
  }

  async create(actorId: string, body: CreateVpnLocationDto): Promise<AdminVpnLocationResponse> {
    return this.txHost.withTransaction(async () => {
      await this.lockLocations();
      if (await this.txHost.tx.vpnLocation.count({ where: { code: body.code } }))
        throw new DomainException(
          HttpStatus.CONFLICT,
          'VPN_LOCATION_CODE_TAKEN',
          'Another VPN location has this code.',
        );
      await this.refuseOverlap(body.subnet, null);
      const created = toAdminLocation(
        await this.txHost.tx.vpnLocation.create({
          data: { code: body.code, ...columnsOf(body) },
          select: LOCATION_SELECT,
        }),
      );
      await this.audit.record({
        actorId,
        action: 'vpnLocation.create',
        entity: 'VpnLocation',
        entityId: created.id,
        before: null,
        after: stateOf(created),
      });
      return created;
    });
  }

  async update(actorId: string, body: UpdateVpnLocationDto): Promise<AdminVpnLocationResponse> {
    return this.txHost.withTransaction(async () => {
      await this.lockLocations();
      // FOR UPDATE waits for a pass being given a peer here (its insert holds a key share on the row).
      if (!(await lockRow(this.txHost.tx, 'VpnLocation', body.id))) throw notFound();
      const before = toAdminLocation(
        await this.txHost.tx.vpnLocation.findUniqueOrThrow({ where: { id: body.id }, select: LOCATION_SELECT }),
      );
      if (body.subnet !== before.subnet) {
        if (before.peers > 0)
          throw new DomainException(
            HttpStatus.CONFLICT,
            'VPN_LOCATION_SUBNET_IN_USE',
            `This location has ${before.peers} peers with addresses in ${before.subnet}: its subnet cannot change.`,
          );
        await this.refuseOverlap(body.subnet, body.id);
      }
      const after = toAdminLocation(
        await this.txHost.tx.vpnLocation.update({
          where: { id: body.id },
          data: columnsOf(body),
          select: LOCATION_SELECT,
        }),
      );
      await this.audit.record({
        actorId,
        action: 'vpnLocation.update',
        entity: 'VpnLocation',
        entityId: after.id,
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    });
  }

  /**
   * Changes of locations queue one behind the other (two new subnets that overlap each other, both
   * checked before either is written, would pass). Peers being given out do not wait for it.
   */
  private async lockLocations(): Promise<void> {
    await this.txHost.tx.$executeRaw`LOCK TABLE "VpnLocation" IN SHARE ROW EXCLUSIVE MODE`;
  }

  /** 409 VPN_LOCATION_SUBNET_OVERLAP, naming the locations whose subnets share an address with `subnet`. */
  private async refuseOverlap(subnet: string, exceptId: string | null): Promise<void> {
    const range = parseVpnSubnet(subnet);
    if (typeof range === 'string') return; // the DTO refused it already
    const others = await this.txHost.tx.vpnLocation.findMany({
      where: exceptId ? { id: { not: exceptId } } : {},
      select: { code: true, subnet: true },
      orderBy: { code: 'asc' },
    });
    const clashing = others.filter((other) => {
      const theirs = parseVpnSubnet(other.subnet);
      return typeof theirs !== 'string' && rangesOverlap(range, theirs);
    });
    if (clashing.length > 0)
      throw new DomainException(
        HttpStatus.CONFLICT,
        'VPN_LOCATION_SUBNET_OVERLAP',
        `This subnet overlaps the subnet of ${clashing.map((c) => `${c.code} (${c.subnet})`).join(', ')}.`,
        { subnet: clashing.map((c) => c.code) },
      );
  }
}
