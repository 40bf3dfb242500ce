import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { MaintenanceService } from './maintenance.service';
import { NewsService } from './news.service';
import { MaintenanceNoticeDto, NewNewsDto, NewsIdQueryDto, NewsListQueryDto, NewsUpdateDto } from './notices.dto';
import { MaintenanceNoticeResponse, NewsListResponse, NewsResponse } from './notices.responses';

const invalid = { description: 'VALIDATION_FAILED: a language outside the seven, English missing, a text too long' };
const missing = { description: 'NEWS_NOT_FOUND' };
const slugTaken = { description: 'NEWS_SLUG_TAKEN' };

/** /api/Admin/Maintenance and /api/Admin/News: what the site tells every visitor. Changes audited. */
@ApiTags('Admin')
@Controller('api/Admin')
export class NoticesController {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly news: NewsService,
  ) {}

  @Get('Maintenance')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'getMaintenanceNotice',
    summary: 'The maintenance notice: shown or not, its version and messages',
  })
  @ApiOkResponse({ type: MaintenanceNoticeResponse })
  getMaintenanceNotice(): Promise<MaintenanceNoticeResponse> {
    return this.maintenance.get();
  }

  @Put('Maintenance')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'setMaintenanceNotice',
    summary: 'Show a maintenance notice on every page at once (GET /api/Changelog), a message per language',
  })
  @ApiOkResponse({ type: MaintenanceNoticeResponse })
  @ApiBadRequestResponse(invalid)
  setMaintenanceNotice(
    @CurrentUser() user: AuthUser,
    @Body() body: MaintenanceNoticeDto,
  ): Promise<MaintenanceNoticeResponse> {
    return this.maintenance.set(user.userId, body);
  }

  @Delete('Maintenance')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'removeMaintenanceNotice',
    summary: 'Take the maintenance notice off the site (its texts are kept)',
  })
  @ApiOkResponse({ type: MaintenanceNoticeResponse })
  removeMaintenanceNotice(@CurrentUser() user: AuthUser): Promise<MaintenanceNoticeResponse> {
    return this.maintenance.remove(user.userId);
  }

  @Get('News')
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'getAdminNews', summary: 'News entries, drafts included, newest first' })
  @ApiOkResponse({ type: NewsListResponse })
  getAdminNews(@Query() query: NewsListQueryDto): Promise<NewsListResponse> {
    return this.news.list(query);
  }

  @Post('News')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'createNews',
    summary: 'A news entry: a title and a text per language, published or a draft',
  })
  @ApiCreatedResponse({ type: NewsResponse })
  @ApiBadRequestResponse(invalid)
  @ApiConflictResponse(slugTaken)
  createNews(@CurrentUser() user: AuthUser, @Body() body: NewNewsDto): Promise<NewsResponse> {
    return this.news.create(user.userId, body);
  }

  @Put('News')
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'updateNews', summary: 'Replace a news entry (publish it, or take it back to a draft)' })
  @ApiOkResponse({ type: NewsResponse })
  @ApiBadRequestResponse(invalid)
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse(slugTaken)
  updateNews(@CurrentUser() user: AuthUser, @Body() body: NewsUpdateDto): Promise<NewsResponse> {
    return this.news.update(user.userId, body);
  }

  @Delete('News')
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'deleteNews', summary: 'Delete a news entry (answered as it was)' })
  @ApiOkResponse({ type: NewsResponse })
  @ApiNotFoundResponse(missing)
  deleteNews(@CurrentUser() user: AuthUser, @Query() query: NewsIdQueryDto): Promise<NewsResponse> {
    return this.news.remove(user.userId, query.newsId);
  }
}
