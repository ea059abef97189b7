import { asc } from 'drizzle-orm';
import { video } from '../../db/schema/videos';
import type { Db } from '../../db/types';

export function findVideos(db: Db): Promise<{ id: number; nome: string; url: string }[]> {
  return db
    .select({ id: video.id, nome: video.nome, url: video.url })
    .from(video)
    .orderBy(asc(video.ordem), asc(video.id));
}
