import { Module } from '@nestjs/common';
import { BoxShippedMail } from './box-shipped-mail';
import { ShipmentsController } from './shipments.controller';
import { ShipmentsService } from './shipments.service';

/** The back office's shipments (issue 23): the boxes to send, marked shipped, delivered or returned. */
@Module({ controllers: [ShipmentsController], providers: [ShipmentsService, BoxShippedMail] })
export class AdminShipmentsModule {}
