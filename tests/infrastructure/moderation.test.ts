import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { moderationContract } from './moderation.contract';

runContract(moderationContract, groupReaderSubjects);
