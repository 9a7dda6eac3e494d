// @oj/training-contract: what the training module's server and web (and other modules) share. The
// root entry imports no Effect at run time: the descriptors load their schemas lazily.
export * from './api.ts'
export * from './constants.ts'
export type {
  Access,
  AddGroupTrainingProblemInput,
  AddTrainingProblemInput,
  AdminTrainingPage,
  AdminTrainingProblems,
  GroupTrainingDTOInput,
  Training,
  TrainingCategory,
  TrainingDetailDTO,
  TrainingDTOInput,
  TrainingPage,
  TrainingProblem,
  TrainingProblemRow,
  TrainingRankPage,
  TrainingRankRow,
  TrainingRegister,
  TrainingRegisterPage,
  TrainingVO,
} from './schemas.ts'
