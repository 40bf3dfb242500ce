import { ApiProperty } from '@nestjs/swagger';

export class AdminVpnLocationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mil' }) code: string;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'Milan' }) city: string;
  @ApiProperty({ example: 'vpn-mil.nova.example' }) host: string;
  @ApiProperty({ example: 51820 }) port: number;
  @ApiProperty() publicKey: string;
  @ApiProperty({ example: '10.61.0.0/16' }) subnet: string;
  @ApiProperty({ example: '1.1.1.1' }) dns: string;
  @ApiProperty({ description: 'New passes get a peer here' }) active: boolean;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ description: 'WireGuard peers on it (while there are any, its subnet stays)' }) peers: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
