import type { Db } from '../../db/types';
import { findVideos } from './videos.repository';

export function createVideosService(db: Db) {
  return { list: () => findVideos(db) };
}
