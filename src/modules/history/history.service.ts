import { NotFoundError } from '../../http/errors';
import { isPropertyId } from '../properties/properties.schemas';
import type { HistoryRepository } from './history.repository';
import type { HistoryEntry } from './history.types';

/** Price and status history of a property (contract section 10). */
export class HistoryService {
  constructor(private readonly repository: HistoryRepository) {}

  /** Newest first. An id that is not a UUID names no property: 404 like the detail. */
  async list(id: string): Promise<{ success: true; data: HistoryEntry[] }> {
    const entries = isPropertyId(id) ? await this.repository.list(id) : undefined;
    if (!entries) throw new NotFoundError('Property not found');
    return { success: true, data: entries };
  }
}
