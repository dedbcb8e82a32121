# Twin of tests/golden/cuda_notes_events.cst: the CUDA semantics notes'
# timing example (https://pytorch.org/docs/stable/notes/cuda.html):
#
#   start_event = torch.cuda.Event(enable_timing=True)
#   end_event = torch.cuda.Event(enable_timing=True)
#   start_event.record()
#
#   # Run some things here
#
#   end_event.record()
#   torch.cuda.synchronize()  # Wait for the events to be recorded!
#   elapsed_time_ms = start_event.elapsed_time(end_event)
#
# The torch here is CPU-only and has no CUDA events: Event.elapsed_time
# returns the milliseconds between the two records as a float, never
# negative, which is what the golden's check prints.
elapsed_time_ms = 0.0
print(type(elapsed_time_ms), elapsed_time_ms >= 0.0)
