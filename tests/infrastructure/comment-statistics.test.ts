import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { commentStatisticsContract } from './comment-statistics.contract';

runContract(commentStatisticsContract, groupReaderSubjects);
