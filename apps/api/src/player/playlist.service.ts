import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import { DeviceService, type DeviceActor } from './device.service';
import type { DeviceTargetDto, PlaylistFieldsDto, PlaylistUpdateDto } from './player.dto';
import {
  PLAYLIST_SELECT,
  RESELLER_PLAYLIST_SELECT,
  toPlaylistResponse,
  toResellerPlaylistResponse,
} from './player.mapper';
import type { PlaylistListResponse, ResellerPlaylistResponse } from './player.responses';
import { lockRow } from '../core/database/row-lock';

/** Spec: at most this many playlists on one device. */
export const MAX_PLAYLISTS_PER_DEVICE = 20;

const playlistNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'PLAYLIST_NOT_FOUND', 'This playlist does not exist.');

/** The M3U/M3U8 lists of a device, managed by its code (no account) or by its owner. */
@Injectable()
export class PlaylistService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly devices: DeviceService,
  ) {}

  async list(target: DeviceTargetDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(target, actor);
    return this.answer(device.id);
  }

  async create(body: PlaylistFieldsDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(body, actor);
    await this.txHost.withTransaction(async () => {
      // The device row's lock serialises additions, so two at once cannot both pass the limit.
      await lockRow(this.txHost.tx, 'PlayerDevice', device.id);
      if ((await this.txHost.tx.playlist.count({ where: { playerDeviceId: device.id } })) >= MAX_PLAYLISTS_PER_DEVICE) {
        throw new DomainException(
          HttpStatus.BAD_REQUEST,
          'PLAYLIST_LIMIT_REACHED',
          `A device keeps at most ${MAX_PLAYLISTS_PER_DEVICE} playlists.`,
        );
      }
      await this.txHost.tx.playlist.create({
        data: { playerDeviceId: device.id, name: body.name, url: body.url, epgUrl: body.epgUrl ?? null },
        select: { id: true },
      });
    });
    return this.answer(device.id);
  }

  async update(body: PlaylistUpdateDto, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(body, actor);
    const updated = await this.txHost.tx.playlist.updateMany({
      where: { id: body.playlistId, playerDeviceId: device.id },
      data: { name: body.name, url: body.url, epgUrl: body.epgUrl ?? null },
    });
    if (updated.count === 0) throw playlistNotFound();
    return this.answer(device.id);
  }

  async remove(target: DeviceTargetDto, playlistId: string, actor: DeviceActor): Promise<PlaylistListResponse> {
    const device = await this.devices.target(target, actor);
    const removed = await this.txHost.tx.playlist.deleteMany({ where: { id: playlistId, playerDeviceId: device.id } });
    if (removed.count === 0) throw playlistNotFound();
    return this.answer(device.id);
  }

  /** GET /api/Player/playlists (resellers): every playlist of every device they own, a page at a time. */
  async ofAllMyDevices(userId: string, query: PageQueryDto): Promise<Page<ResellerPlaylistResponse>> {
    const where = { playerDevice: { userId } };
    const [rows, total] = await Promise.all([
      this.txHost.tx.playlist.findMany({
        where,
        select: RESELLER_PLAYLIST_SELECT,
        orderBy: [{ playerDevice: { pairedAt: 'desc' } }, { createdAt: 'asc' }, { id: 'asc' }],
        ...pageWindow(query),
      }),
      this.txHost.tx.playlist.count({ where }),
    ]);
    return { items: rows.map(toResellerPlaylistResponse), total };
  }

  private async answer(playerDeviceId: string): Promise<PlaylistListResponse> {
    const rows = await this.txHost.tx.playlist.findMany({
      where: { playerDeviceId },
      select: PLAYLIST_SELECT,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return { items: rows.map(toPlaylistResponse), limit: MAX_PLAYLISTS_PER_DEVICE };
  }
}
