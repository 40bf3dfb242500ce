import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { AdminBoxQueryDto, ImportBoxesDto } from './boxes.dto';
import { AdminBoxPageResponse, ImportBoxesResponse } from './boxes.responses';
import { AdminBoxesService } from './boxes.service';

/** /api/Admin/Boxes: the VPN boxes by serial (in stock, sold, paired) and the import of new serials. */
@ApiTags('Admin')
@Controller('api/Admin/Boxes')
export class AdminBoxesController {
  constructor(private readonly boxes: AdminBoxesService) {}

  @Get()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'getAdminBoxes',
    summary: 'VPN boxes, newest registered first; by serial, e-mail or state',
  })
  @ApiOkResponse({ type: AdminBoxPageResponse })
  list(@Query() query: AdminBoxQueryDto): Promise<AdminBoxPageResponse> {
    return this.boxes.list(query);
  }

  @Post()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'importAdminBoxes',
    summary: 'Register new box serials, in stock: all of them, or none when one is listed twice or known',
  })
  @ApiCreatedResponse({ type: ImportBoxesResponse })
  @ApiConflictResponse({ description: 'BOX_SERIAL_DUPLICATE: fields.listedTwice and fields.registered name them' })
  import(@CurrentUser() user: AuthUser, @Body() body: ImportBoxesDto): Promise<ImportBoxesResponse> {
    return this.boxes.import(user.userId, body.serials);
  }
}
