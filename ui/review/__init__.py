"""The Review page: the queue, one episode at a time (`review_view`), and the review's other sections:
categories, counts, annotations and corrections (`review_summary`)."""
