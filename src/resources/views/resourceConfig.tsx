import type { ComponentType, ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazyPage } from '../../shell/lazyPage';
import type { ResourceModel } from '../../domain/defineResource';

/** The generic views load with the first resource page opened, not with the shell. */
const ModelList = lazyPage(() => import('./ModelList'), 'ModelList');
const ModelCreate = lazyPage(() => import('./ModelForm'), 'ModelCreate');
const ModelEdit = lazyPage(() => import('./ModelForm'), 'ModelEdit');

/** What `<Resource>` needs, declared once per entity. */
export interface ResourceConfig {
  name: string;
  model: ResourceModel;
  icon: SvgIconComponent;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  recordRepresentation: string | ((record: any) => string | ReactElement);
}

/** The generic views of a model, any of which an entity may replace with its own (pass lazy views: lazyPage). */
export function resourceConfig(
  model: ResourceModel,
  icon: SvgIconComponent,
  views: Partial<Pick<ResourceConfig, 'list' | 'create' | 'edit' | 'recordRepresentation'>> = {},
): ResourceConfig {
  return {
    name: model.name,
    model,
    icon,
    list: () => <ModelList model={model} />,
    create: () => <ModelCreate model={model} />,
    edit: () => <ModelEdit model={model} />,
    recordRepresentation: model.titleField ?? 'name',
    ...views,
  };
}
