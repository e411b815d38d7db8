import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { topicsOfGroupsContract } from './topics-of-groups.contract';

runContract(topicsOfGroupsContract, groupReaderSubjects);
