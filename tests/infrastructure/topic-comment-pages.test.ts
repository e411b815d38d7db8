import { runContract } from '../support/contract-runner';
import { groupReaderSubjects } from '../support/group-reader-subjects';
import { topicCommentPagesContract } from './topic-comment-pages.contract';

runContract(topicCommentPagesContract, groupReaderSubjects);
