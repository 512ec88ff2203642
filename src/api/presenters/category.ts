// Wire format of GET /categories (payload decided in docs/decisions.md).
import type { CategorySummaries } from '../../contract/category-summary';
import type { CategorySummary } from '../../services/categories';

export function presentCategories(categories: CategorySummary[]): CategorySummaries {
  return {
    data: categories.map((c) => ({
      category: c.category,
      event_count: c.event_count,
      avg_divergence: c.avg_divergence,
      event_count_7d: c.event_count_7d,
      avg_divergence_7d: c.avg_divergence_7d,
    })),
  };
}
