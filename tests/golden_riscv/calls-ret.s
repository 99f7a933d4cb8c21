.option norvc
jalr zero, 0(ra)
