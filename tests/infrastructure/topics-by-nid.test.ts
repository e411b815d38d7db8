import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { topicsByNidContract } from './topics-by-nid.contract';

runContract(topicsByNidContract, groupReaderSubjects);
