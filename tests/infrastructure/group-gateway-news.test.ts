import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { groupNewsContract } from './group-gateway-news.contract';

runContract(groupNewsContract, groupReaderSubjects);
