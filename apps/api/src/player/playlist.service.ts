import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import { DeviceService, type DeviceActor } from './device.service';
import type { DeviceTargetDto, PlaylistFieldsDto, PlaylistUpdateDto } from './player.dto';
import { PLAYLIST_SELECT, toPlaylist } from './player.mapping';
import type { PlaylistListResponse, ResellerPlaylistResponse } from './player.responses';

/** Spec: at most this many playlists on one device. */
export const MAX_PLAYLISTS_PER_DEVICE = 20;

const playlistNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'PLAYLIST_NOT_FOUND', 'This playlist does not exist.');

/** The M3U/M3U8 lists of a device, managed by its code (no account) or by its owner. */
@Injectable()
export class PlaylistService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly devices: DeviceService,
  ) {}

  private get db() {
    return this.txHost.tx;
  }

  async list(target: DeviceTargetDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(target, actor);
    return this.answer(device.id);
  }

  async create(body: PlaylistFieldsDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(body, actor);
    await this.txHost.withTransaction(async () => {
      // The device row's lock serialises additions, so two at once cannot both pass the limit.
      await this.db.$queryRaw`SELECT 1 FROM "PlayerDevice" WHERE id = ${device.id}::uuid FOR UPDATE`;
      if ((await this.db.playlist.count({ where: { playerDeviceId: device.id } })) >= MAX_PLAYLISTS_PER_DEVICE) {
        throw new DomainException(HttpStatus.BAD_REQUEST, 'PLAYLIST_LIMIT_REACHED', `A device keeps at most ${MAX_PLAYLISTS_PER_DEVICE} playlists.`);
      }
      await this.db.playlist.create({ data: { playerDeviceId: device.id, name: body.name, url: body.url, epgUrl: body.epgUrl ?? null }, select: { id: true } });
    });
    return this.answer(device.id);
  }

  async update(body: PlaylistUpdateDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(body, actor);
    const updated = await this.db.playlist.updateMany({
      where: { id: body.playlistId, playerDeviceId: device.id },
      data: { name: body.name, url: body.url, epgUrl: body.epgUrl ?? null },
    });
    if (updated.count === 0) throw playlistNotFound();
    return this.answer(device.id);
  }

  async remove(target: DeviceTargetDto, playlistId: string, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(target, actor);
    const removed = await this.db.playlist.deleteMany({ where: { id: playlistId, playerDeviceId: device.id } });
    if (removed.count === 0) throw playlistNotFound();
    return this.answer(device.id);
  }

  /** GET /api/Player/playlists (resellers): every playlist of every device they own, a page at a time. */
  async ofAllMyDevices(userId: string, query: PageQueryDto): Promise<Page<ResellerPlaylistResponse>> {
    const where = { playerDevice: { userId } };
    const [rows, total] = await Promise.all([
      this.db.playlist.findMany({
        where,
        select: { ...PLAYLIST_SELECT, playerDevice: { select: { deviceId: true, platform: true, description: true } } },
        orderBy: [{ playerDevice: { pairedAt: 'desc' } }, { createdAt: 'asc' }, { id: 'asc' }],
        ...pageWindow(query),
      }),
      this.db.playlist.count({ where }),
    ]);
    return {
      items: rows.map((p) => ({ ...toPlaylist(p), deviceId: p.playerDevice.deviceId, platform: p.playerDevice.platform, deviceDescription: p.playerDevice.description })),
      total,
    };
  }

  private async answer(playerDeviceId: string): Promise<PlaylistListResponse> {
    const rows = await this.db.playlist.findMany({ where: { playerDeviceId }, select: PLAYLIST_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return { items: rows.map(toPlaylist), limit: MAX_PLAYLISTS_PER_DEVICE };
  }
}
