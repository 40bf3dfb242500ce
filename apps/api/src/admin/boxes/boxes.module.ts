import { Module } from '@nestjs/common';
import { AdminBoxesController } from './boxes.controller';
import { AdminBoxesService } from './boxes.service';

/** The back office's VPN boxes (issue 23): the serials and their import. */
@Module({ controllers: [AdminBoxesController], providers: [AdminBoxesService] })
export class AdminBoxesModule {}
