export { BlueprintForm } from './BlueprintForm';
